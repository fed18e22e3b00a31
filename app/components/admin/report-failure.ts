import { toast } from "../../hooks/use-toast";

/**
 * A destructive toast for a failed admin call: the title names what failed, the server's own
 * message (when it says more than the title) is the description.
 */
export function reportFailure(title: string) {
  return (error: Error) =>
    toast({ title, description: error.message !== title ? error.message : undefined, variant: "destructive" });
}
