import { withContext } from "@agentic-ts/core";
import { Body, Controller, Headers, HttpCode, Post } from "@nestjs/common";
import { SingletonDesk } from "./singleton-desk";

/** `POST /singleton-tickets`: a singleton agent, given the request's values with `withContext`. */
@Controller("singleton-tickets")
export class SingletonTicketsController {
  constructor(private readonly desk: SingletonDesk) {}

  /** Runs the decision with the customer from the header as ambient context. */
  @Post()
  @HttpCode(200)
  handle(@Body() body: { text: string }, @Headers("x-customer-id") customerId: string): Promise<unknown> {
    return withContext({ customerId }, () => this.desk.handle(body.text));
  }
}
