import { Runs, RunConflictError, RunNotFoundError, type ResumeVerdict, type RunRecord } from "@agentic-ts/core";
import { BadRequestException, Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Param, Post } from "@nestjs/common";
import { AuthPrincipal } from "./auth-principal.decorator";
import type { Principal } from "./principal";
import { RequireRoles } from "./require-roles.decorator";
import { mayReadRun, requesterOf, runContextFor } from "./run-access";

/** The body of `POST /runs/:id/verdict`. Who gives the verdict is the authenticated principal, never a body field. */
export interface VerdictBody {
  readonly approved: boolean;
  /** The `pending.requestHash` of the run as the supervisor saw it: the verdict is about that request only. */
  readonly requestHash: string;
  readonly note?: string;
}

const VERDICT_SHAPE = 'Send { "approved": true | false, "requestHash": "<the run\'s pending.requestHash>", "note"?: "…" }.';

/**
 * Durable tickets: `POST /durable-tickets` starts a run of `SupportDesk.handleWithApproval` for the
 * authenticated customer (answering `suspended` with the pending refund when it needs a supervisor),
 * `POST /runs/:id/verdict` lets a supervisor other than the requester approve or decline it — from any
 * instance of the app sharing the store — and `GET /runs/:id` shows a run to its customer or a supervisor.
 */
@Controller()
export class RunsController {
  constructor(private readonly runs: Runs) {}

  /** Starts a durable run for the ticket, as the authenticated customer. */
  @Post("durable-tickets")
  @HttpCode(200)
  @RequireRoles(["customer"])
  start(@Body() body: { text?: unknown }, @AuthPrincipal() customer: Principal): Promise<RunRecord> {
    if (typeof body?.text !== "string" || body.text.trim() === "") throw new BadRequestException('Send { "text": "…" }.');
    // The run outlives this request: the customer it acts for is kept in its context.
    return this.runs.start("SupportDesk", "handleWithApproval", [body.text], { context: runContextFor(customer) });
  }

  /** Approves or declines the request the run waits for (named by its hash), as the authenticated supervisor, and continues the run. */
  @Post("runs/:id/verdict")
  @HttpCode(200)
  @RequireRoles(["supervisor"])
  async verdict(@Param("id") id: string, @Body() body: unknown, @AuthPrincipal() supervisor: Principal): Promise<RunRecord> {
    const { approved, requestHash, note } = readVerdict(body);
    const run = await this.runs.get(id);
    if (!run) throw new NotFoundException(`No run ${id}.`);
    if (requesterOf(run) === supervisor.id) throw new ForbiddenException("You started this run: another supervisor must give its verdict.");
    const verdict: ResumeVerdict = { approved, by: supervisor.id, requestHash, ...(note !== undefined ? { note } : {}) };
    try {
      return await this.runs.resume(id, verdict);
    } catch (error) {
      if (error instanceof RunNotFoundError) throw new NotFoundException(error.message);
      if (error instanceof RunConflictError) throw new ConflictException(error.message);
      throw error;
    }
  }

  /** The run as stored, for the customer who started it or a supervisor; 404 for anyone else, as for no run. */
  @Get("runs/:id")
  async get(@Param("id") id: string, @AuthPrincipal() principal: Principal): Promise<RunRecord> {
    const run = await this.runs.get(id);
    // The same answer whether the run is missing or someone else's, so run ids cannot be probed.
    if (!run || !mayReadRun(principal, run)) throw new NotFoundException(`No run ${id}.`);
    return run;
  }
}

// The verdict's fields, checked; any other field (a `by` among them) is ignored.
function readVerdict(body: unknown): VerdictBody {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.approved !== "boolean" || typeof b.requestHash !== "string" || b.requestHash === "") throw new BadRequestException(VERDICT_SHAPE);
  if (b.note !== undefined && typeof b.note !== "string") throw new BadRequestException(VERDICT_SHAPE);
  return { approved: b.approved, requestHash: b.requestHash, ...(b.note !== undefined ? { note: b.note } : {}) };
}
