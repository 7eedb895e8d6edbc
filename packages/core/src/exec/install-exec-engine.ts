import { installExecEngine } from "../runtime/exec-engine";
import { execTurn } from "./exec-turn";

// Imported for its effect by the package entry (index.ts): Runtime.exec runs the exec turn from here on.
installExecEngine(execTurn);
