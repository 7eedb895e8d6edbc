import { BadRequestException, Body, Controller, HttpCode, Post } from "@nestjs/common";
import { RequireRoles } from "./require-roles.decorator";
import { SupportDesk, type TicketOutcome } from "./support-desk";

/** The body of `POST /tickets`. */
export interface NewTicket {
  readonly text: string;
}

/** `POST /tickets`: the handler is the desk's decision, made for the authenticated customer. */
@Controller("tickets")
@RequireRoles(["customer"])
export class TicketsController {
  constructor(private readonly desk: SupportDesk) {}

  /** Answers with the ticket and what the desk did with it. */
  @Post()
  @HttpCode(200)
  async create(@Body() body: NewTicket): Promise<{ ticket: string; outcome: TicketOutcome }> {
    if (typeof body?.text !== "string" || body.text.trim() === "") throw new BadRequestException('Send { "text": "…" }.');
    return { ticket: body.text, outcome: await this.desk.handle(body.text) };
  }
}
