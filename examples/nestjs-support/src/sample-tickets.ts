/** A ticket the demo can send, with the customer who writes it. */
export interface SampleTicket {
  readonly customerId: string;
  readonly text: string;
}

/** The tickets the recorded transcript has answers for; the first is the one `--demo` posts. */
export const SAMPLE_TICKETS: readonly SampleTicket[] = [
  { customerId: "cust-1001", text: "Order A-1042 arrived with a cracked screen. I want my money back." },
  { customerId: "cust-1001", text: "Your courier shouted at me and kicked my door. I am calling my lawyer." },
  { customerId: "cust-2002", text: "Never mind my last message, parcel B-2077 turned up this morning. Thanks!" },
];
