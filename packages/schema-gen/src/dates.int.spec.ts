import "reflect-metadata";
import * as path from "node:path";
import { AgenticFunction, clearGeneratedSpecs, decision, MemoryStore, registerGeneratedSpecs, Runs } from "@agentic-ts/core";
import { IsDate, IsString, MinDate } from "class-validator";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { generateSpecs } from "./generate-specs";

// The whole path of a Date parameter: generated from a real signature, registered, offered to a (scripted)
// model, validated, and bound — the function gets Date objects, and a malformed date is sent back.
const SOURCE = `import { AgenticFunction } from "@agentic-ts/core";
export class Stop { at!: Date; place!: string }
export class Planner {
  /** Book a trip. */
  @AgenticFunction()
  book(departure: Date, stops: Stop[]) { return [departure, stops]; }
}
export class Leg { at!: Date; place!: string }
export class Agenda {
  @AgenticFunction()
  plan(leg: Leg) { return leg; }
}
export class Trip {
  @AgenticFunction({ approval: true })
  book(departure: Date, stops: Stop[]) { return [departure, stops]; }
}
`;

let dir: string;
beforeAll(() => {
  dir = writeTempProject({ "src/planner.ts": SOURCE });
  const { specs, errors } = generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
  expect(errors).toEqual([]);
  registerGeneratedSpecs(specs);
});
afterAll(() => {
  clearGeneratedSpecs();
  removeTempProject(dir);
});

it("hands Date parameters (and Dates inside DTOs) to the function as Dates; a malformed date, or a day that does not exist, is a re-pick", async () => {
  class Stop {
    at!: Date;
    place!: string;
  }
  class Planner {
    @AgenticFunction()
    book(departure: Date, stops: Stop[]): { departure: Date; stops: Stop[] } {
      return { departure, stops };
    }
  }
  const runtime = new ScriptedRuntime([
    '{"call": "book", "args": {"departure": "2026-13-01T09:00:00Z", "stops": []}}',
    // A day that does not exist: Date would quietly make it March 2nd.
    '{"call": "book", "args": {"departure": "2026-03-01T09:00:00Z", "stops": [{"at": "2026-02-30T12:00:00Z", "place": "Lyon"}]}}',
    '{"call": "book", "args": {"departure": "2026-03-01T09:00:00+01:00", "stops": [{"at": "2026-03-01T12:00:00Z", "place": "Lyon"}]}}',
  ]);
  const result = await decision.make("Book it.", { book: new Planner().book }, { runtime, maxRetries: 3 });
  expect(runtime.requests[0]?.text).toContain("format date-time");
  expect(runtime.requests).toHaveLength(3);
  expect(runtime.requests[2]?.text).toContain('field "stops[0].at" must be a date-time like "2026-03-01T09:30:00Z"');
  expect(runtime.requests[2]?.text).toContain("on a day that exists");
  expect(result.departure).toBeInstanceOf(Date);
  expect(result.departure.toISOString()).toBe("2026-03-01T08:00:00.000Z");
  expect(result.stops[0]?.at).toEqual(new Date("2026-03-01T12:00:00Z"));
  expect(result.stops[0]?.place).toBe("Lyon");
});

it("hands class-validator a DTO's Dates as Dates: @IsDate and @MinDate hold, and a date before @MinDate is a re-pick", async () => {
  class Leg {
    @IsDate()
    @MinDate(new Date("2026-01-01T00:00:00Z"))
    at!: Date;
    @IsString()
    place!: string;
  }
  class Agenda {
    @AgenticFunction()
    plan(leg: Leg): Leg {
      return leg;
    }
  }
  const runtime = new ScriptedRuntime([
    '{"call": "plan", "args": {"leg": {"at": "2025-06-01T08:00:00Z", "place": "Lyon"}}}',
    '{"call": "plan", "args": {"leg": {"at": "2026-06-01T08:00:00Z", "place": "Lyon"}}}',
  ]);
  const leg = await decision.make("Plan it.", { plan: new Agenda().plan }, { runtime, maxRetries: 2 });
  expect(runtime.requests).toHaveLength(2);
  expect(runtime.requests[1]?.text).toContain('field "leg.at"');
  expect(leg).toBeInstanceOf(Leg);
  expect(leg.at).toEqual(new Date("2026-06-01T08:00:00Z"));
});

it("suspends a run on a call with Date arguments and resumes it on approval: the request hashes as its JSON form", async () => {
  class Stop {
    at!: Date;
    place!: string;
  }
  const booked: Array<{ departure: Date; at: Date }> = [];
  class Trip {
    @AgenticFunction({ approval: true })
    book(departure: Date, stops: Stop[]): string[] {
      booked.push({ departure, at: stops[0]!.at });
      return [departure.toISOString(), ...stops.map((s) => s.at.toISOString())];
    }

    go(): Promise<string[]> {
      return decision.make("Book it.", { book: this.book });
    }
  }
  const runtime = new ScriptedRuntime('{"call": "book", "args": {"departure": "2026-03-01T09:00:00Z", "stops": [{"at": "2026-03-02T12:00:00Z", "place": "Lyon"}]}}');
  const runs = new Runs({ store: new MemoryStore(), runtime, agents: [new Trip()] });
  const run = await runs.start("Trip", "go");
  expect(run.status).toBe("suspended");
  expect(run.pending?.args).toEqual({ departure: "2026-03-01T09:00:00Z", stops: [{ at: "2026-03-02T12:00:00.000Z", place: "Lyon" }] });
  const done = await runs.resume(run.id, { approved: true, by: "alice", requestHash: run.pending!.requestHash });
  expect(done).toMatchObject({ status: "completed", result: ["2026-03-01T09:00:00.000Z", "2026-03-02T12:00:00.000Z"] });
  expect(booked).toEqual([{ departure: new Date("2026-03-01T09:00:00Z"), at: new Date("2026-03-02T12:00:00Z") }]);
  expect(runtime.requests).toHaveLength(1);
});
