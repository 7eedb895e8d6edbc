import { Runs, RunConflictError, RunNotFoundError, type RunRecord } from "@agentic-ts/core";
import { BadRequestException, Body, ConflictException, Controller, Get, Headers, HttpCode, NotFoundException, Param, Post } from "@nestjs/common";

/** The body of `POST /runs/:id/verdict`. */
export interface VerdictBody {
  readonly approved: boolean;
  readonly by?: string;
  readonly note?: string;
}

/**
 * Durable tickets: `POST /durable-tickets` starts a run of `SupportDesk.handleWithApproval` (answering
 * `suspended` with the pending refund when it needs a supervisor), `POST /runs/:id/verdict` approves or
 * declines it — from any instance of the app sharing the store — and `GET /runs/:id` reads a run.
 */
@Controller()
export class RunsController {
  constructor(private readonly runs: Runs) {}

  /** Starts a durable run for the ticket, as the customer in `x-customer-id`. */
  @Post("durable-tickets")
  @HttpCode(200)
  start(@Body() body: { text?: unknown }, @Headers("x-customer-id") customer?: string): Promise<RunRecord> {
    if (typeof body?.text !== "string" || body.text.trim() === "") throw new BadRequestException('Send { "text": "…" }.');
    // The run outlives this request: the headers its request-scoped providers read are kept in its context.
    return this.runs.start("SupportDesk", "handleWithApproval", [body.text], { context: { headers: { "x-customer-id": customer ?? "" } } });
  }

  /** Approves or declines the call the run waits for, and continues the run. */
  @Post("runs/:id/verdict")
  @HttpCode(200)
  async verdict(@Param("id") id: string, @Body() body: VerdictBody): Promise<RunRecord> {
    if (typeof body?.approved !== "boolean") throw new BadRequestException('Send { "approved": true | false, "by"?: "…", "note"?: "…" }.');
    try {
      return await this.runs.resume(id, { approved: body.approved, by: body.by, note: body.note });
    } catch (error) {
      if (error instanceof RunNotFoundError) throw new NotFoundException(error.message);
      if (error instanceof RunConflictError) throw new ConflictException(error.message);
      throw error;
    }
  }

  /** The run as stored. */
  @Get("runs/:id")
  async get(@Param("id") id: string): Promise<RunRecord> {
    const run = await this.runs.get(id);
    if (!run) throw new NotFoundException(`No run ${id}.`);
    return run;
  }
}
