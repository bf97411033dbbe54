// Automatic assignment (issue 30): when the team switches it on, the server hands each waiting chat to an online agent
// (not away) by turns, the one who has waited longest for a chat first, never past the number of chats each agent
// may hold at once. Agents can still take chats by hand.
import { z } from "zod";

export const ASSIGNMENT_API = "/api/v1/admin/chat-assignment";

export const ASSIGNMENT_LIMITS = { capacityMin: 1, capacityMax: 20 } as const;

export interface AssignmentSettings {
  autoAssign: boolean;
  /** Most chats one agent holds before the next one passes them by. */
  capacity: number;
}

export const DEFAULT_ASSIGNMENT: AssignmentSettings = { autoAssign: false, capacity: 3 };

export const assignmentSchema = z
  .object({
    autoAssign: z.boolean({ error: "autoAssign must be true or false." }),
    capacity: z
      .number({ error: "capacity must be a whole number." })
      .int("capacity must be a whole number.")
      .min(ASSIGNMENT_LIMITS.capacityMin, `Each agent must be able to hold at least ${ASSIGNMENT_LIMITS.capacityMin} chat.`)
      .max(ASSIGNMENT_LIMITS.capacityMax, `Each agent may hold at most ${ASSIGNMENT_LIMITS.capacityMax} chats at once.`),
  })
  .strict();
