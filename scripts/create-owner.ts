/**
 * npm run admin:create-owner — creates the owner account on the configured database.
 * Asks for the e-mail and the password (twice, not echoed); the password is never taken from
 * the command line, so it stays out of shell history and process lists.
 */
import { createInterface } from "node:readline";
import { parseServerEnv } from "../config/env.server";
import { openDatabase } from "../db/client";
import { createServices } from "../services/container";

type Prompter = { ask(question: string, options?: { hidden?: boolean }): Promise<string>; close(): void };

/** One readline interface for every question (several would fight over piped input). */
function createPrompter(): Prompter {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let muted = false;
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(rl);
  // While a hidden answer is typed, nothing is echoed.
  output._writeToOutput = (text: string) => {
    if (!muted) write(text);
  };
  rl.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  rl.on("close", () => {
    for (const next of waiting.splice(0)) next("");
  });
  return {
    ask(question, { hidden = false } = {}) {
      process.stdout.write(question);
      muted = hidden && Boolean(process.stdin.isTTY);
      return new Promise((resolve) => {
        const finish = (line: string) => {
          if (muted) process.stdout.write("\n");
          muted = false;
          resolve(line);
        };
        const buffered = lines.shift();
        if (buffered !== undefined) finish(buffered);
        else waiting.push(finish);
      });
    },
    close: () => rl.close(),
  };
}

async function main(): Promise<void> {
  if (process.argv.length > 2) {
    console.error("This command takes no arguments: it asks for the e-mail and password.");
    process.exit(2);
  }
  const env = parseServerEnv();
  const database = await openDatabase({ url: env.DATABASE_URL });
  try {
    const services = createServices({ env, database, version: "cli" });
    if (await services.staffAccounts.hasOwner()) {
      console.error("An owner account already exists.");
      process.exitCode = 1;
      return;
    }
    const prompter = createPrompter();
    const email = (await prompter.ask("Owner e-mail: ")).trim();
    const password = await prompter.ask("Password (12+ characters): ", { hidden: true });
    const again = await prompter.ask("Repeat the password: ", { hidden: true });
    prompter.close();
    if (password !== again) {
      console.error("The passwords do not match.");
      process.exitCode = 1;
      return;
    }
    await services.staffAccounts.createAccount({ email, password, role: "owner", displayName: "Owner", actorId: null });
    console.log(`Owner account created for ${email.toLowerCase()}.`);
  } catch (error) {
    console.error(error instanceof Error && "status" in error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
