import { AgenticFunction } from "@agentic-ts/core";

export interface TreeNode {
  label: string;
  children: TreeNode[];
}

export class Trees {
  @AgenticFunction()
  plant(tree: TreeNode): void {
    void tree;
  }
}
