/**
 * npm run admin:create-owner — creates the owner account on the configured database.
 * Asks for the e-mail and the password (twice, not echoed); the password is never taken from
 * the command line, so it stays out of shell history and process lists.
 */
import { createInterface } from "node:readline";
import { commonPasswords } from "../core/cms/common-passwords";
import { checkPassword } from "../core/cms/password-rules";
import { parseServerEnv } from "../config/env.server";
import { openDatabase } from "../db/client";
import { createServices } from "../services/container";
import { newAccountSchema } from "../services/cms/staff-accounts";

/** What is wrong with the typed e-mail, in words, or null when it is usable. */
function describeEmailProblem(email: string): string | null {
  if (email.trim() === "") return "Please type the owner's e-mail address.";
  return newAccountSchema.shape.email.safeParse(email).success
    ? null
    : `"${email.trim()}" is not a valid e-mail address (expected something like name@example.org).`;
}

/** What is wrong with the typed passwords, in words, or null when they are usable. */
function describePasswordProblem({ password, again }: { password: string; again: string }): string | null {
  const problem = checkPassword({ password, commonPasswords });
  if (problem) return `${problem}.`;
  if (password !== again) return "The passwords do not match.";
  return null;
}

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

/** A refusal in words (service errors carry a message meant for people; zod errors their first issue). */
function describeFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if ("status" in error && error.status === 409)
    return "An editor already uses this e-mail address; choose another address for the owner. No account was created.";
  if ("status" in error) return `${error.message}. No account was created.`;
  const issues = (error as { issues?: { message?: string }[] }).issues;
  if (Array.isArray(issues) && issues[0]?.message) return `${issues[0].message}. No account was created.`;
  return error;
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
    const emailProblem = describeEmailProblem(email);
    if (emailProblem) {
      prompter.close();
      console.error(`${emailProblem} No account was created.`);
      process.exitCode = 1;
      return;
    }
    const password = await prompter.ask("Password (12 to 200 characters, not a common one): ", { hidden: true });
    const again = await prompter.ask("Repeat the password: ", { hidden: true });
    prompter.close();
    const passwordProblem = describePasswordProblem({ password, again });
    if (passwordProblem) {
      console.error(`${passwordProblem} No account was created.`);
      process.exitCode = 1;
      return;
    }
    await services.staffAccounts.createAccount({ email, password, role: "owner", displayName: "Owner", actorId: null });
    console.log(`Owner account created for ${email.toLowerCase()}.`);
  } catch (error) {
    console.error(describeFailure(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
