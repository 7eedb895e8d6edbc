// Deliberately does not compile: the generator reports the compiler's errors with its own.
export const count: number = "three";
