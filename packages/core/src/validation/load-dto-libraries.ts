import { ConfigurationError } from "../errors/configuration-error";
import { isMissingModule } from "../errors/is-missing-module";

/**
 * class-transformer and class-validator, the two libraries a class-typed (DTO) parameter needs: the two
 * functions core calls, written out so that core's declarations never import these optional peers (a
 * project without them must still compile them with `skipLibCheck: false`).
 */
export interface DtoLibraries {
  /** class-transformer's module. */
  readonly transformer: {
    plainToInstance(cls: new () => object, plain: unknown): object;
  };
  /** class-validator's module. */
  readonly validator: {
    validate(instance: object, options?: { forbidUnknownValues?: boolean }): Promise<unknown[]>;
  };
}

/** The install line a missing DTO library's error names. */
export const DTO_LIBRARIES_INSTALL = "npm i class-validator class-transformer";

let libraries: DtoLibraries | undefined;

/**
 * Loads class-transformer and class-validator on first use. They are optional peers of core: services
 * without class-typed parameters never install or load them (class-validator alone brings ~30 MB). A
 * DTO parameter without them is a {@link ConfigurationError} naming the packages to install, thrown at
 * once rather than turned into a re-pick (no model reply can fix it).
 */
export function loadDtoLibraries(parameter: string): DtoLibraries {
  if (libraries) return libraries;
  libraries = {
    transformer: requireLibrary("class-transformer", parameter) as DtoLibraries["transformer"],
    validator: requireLibrary("class-validator", parameter) as DtoLibraries["validator"],
  };
  return libraries;
}

function requireLibrary(name: string, parameter: string): unknown {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(name);
  } catch (error) {
    if (!isMissingModule(error, name)) throw error;
    throw new ConfigurationError(
      `The class-typed parameter "${parameter}" is validated with class-validator and class-transformer, ` +
        `but ${name} is not installed. Install both: ${DTO_LIBRARIES_INSTALL}`,
    );
  }
}
