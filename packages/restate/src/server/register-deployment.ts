import { DeploymentRegistrationError } from "./deployment-registration-error";

/** What the admin API answered to a registration: the deployment's id and the services it serves. */
export interface RegisteredDeployment {
  readonly id: string;
  readonly services: readonly string[];
}

/**
 * Registers a deployment — the URL where workers serve the services, usually a load balancer in front
 * of them — with a Restate server's admin API (`POST /deployments`). The server calls the URL to discover
 * the services. `force` re-registers a URL whose services changed (development only).
 */
export async function registerDeployment(adminUrl: string, uri: string, options: { force?: boolean } = {}): Promise<RegisteredDeployment> {
  const response = await fetch(`${adminUrl}/deployments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ uri, force: options.force ?? false }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new DeploymentRegistrationError(`Registering ${uri} at ${adminUrl} failed (${response.status}): ${text}`, response.status);
  const body = JSON.parse(text) as { id: string; services?: Array<{ name: string }> };
  return { id: body.id, services: (body.services ?? []).map((s) => s.name) };
}
