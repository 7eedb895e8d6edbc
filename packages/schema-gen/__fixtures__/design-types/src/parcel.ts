/** A plain class, referenced from another file. */
export class Parcel {
  weight = 0;
}
