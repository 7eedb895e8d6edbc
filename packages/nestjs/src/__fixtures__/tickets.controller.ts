import { Body, Controller, HttpCode, Post } from "@nestjs/common";
import { SupportDesk } from "./support-desk";

/** `POST /tickets`: the handler is one agent decision; the desk (and so this controller) lives per request. */
@Controller("tickets")
export class TicketsController {
  constructor(private readonly desk: SupportDesk) {}

  /** Answers with the result of the decision. */
  @Post()
  @HttpCode(200)
  handle(@Body() body: { text: string }): Promise<unknown> {
    return this.desk.handle(body.text);
  }
}
