// Test helpers shared by the reply specs that generate their inputs: a seeded source of numbers (the same
// seed gives the same inputs on every run) and texts made of random pieces.

/** A pseudo-random number source in [0, 1), a linear congruential generator started at `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** `count` pieces drawn from `pieces` with `random`, concatenated. */
export function randomPieces(random: () => number, pieces: readonly string[], count: number): string {
  let text = "";
  for (let k = 0; k < count; k++) text += pieces[Math.floor(random() * pieces.length)];
  return text;
}
