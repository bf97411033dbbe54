// Every sentence the chat widget shows that the spec does not give word for word, in one place so it can be translated.
// The spec's own texts ('Connected to', 'All agents are busy', the lead form's errors) stay where they are used.
import { preferredTimeLabels, type PreferredTime } from "../../../shared/schemas/chat-constants.ts";

export const WIDGET_TEXT = {
  waitingTitle: "Waiting for an agent",
  // Short enough for the header of a 390 px phone screen.
  queuePosition: (position: number | null) => (position === null ? "You are in the queue" : position === 1 ? "You are next in the queue" : `Number ${position} in the queue`),
  endedTitle: "Chat ended",
  endedSubtitle: "Thank you for talking to us",
  endedNote: "This chat has ended. Thank you for talking to us.",
  startNew: "Start a new chat",
  sendFailed: "Your message could not be sent. Please try again.",

  // The offer made after a long wait, or when the visitor asks for a person and no agent is online.
  offerWaitedTitle: "Sorry for the wait. Our agents are all busy right now.",
  offerNoAgentTitle: "No agent is online right now.",
  offerQuestion: "What would you like to do?",
  keepWaiting: "Keep waiting",
  talkToAssistant: "Talk to the assistant now",
  keepWithAssistant: "Keep talking to the assistant",
  leaveMessage: "Leave a message for a call-back",
  talkToPerson: "Talk to a person",
  checkingAgents: "Looking for an agent...",
  assistantAfterQueue: (name: string) =>
    `Hello ${name}, I am the assistant. I can answer questions about soil testing, our services, Soil Didi and prices while our team is busy.`,
  noAgentReply: "All our agents are busy right now. You can leave a message and we will call you back, or keep asking me.",

  // The call-back form.
  callbackTitle: "Leave a message for a call-back",
  callbackIntro: "Tell us how to reach you and we will get back to you as soon as we can.",
  callbackHow: "How should we reach you?",
  callbackByPhone: "Phone call",
  callbackByEmail: "E-mail",
  callbackPhone: "Phone number",
  callbackEmail: "E-mail address",
  callbackWhen: "When is a good time?",
  callbackNote: "Your message (optional)",
  callbackSend: "Send",
  callbackSending: "Sending...",
  callbackCancel: "Back",
  callbackPhoneMissing: "Please enter the phone number we should call.",
  callbackEmailMissing: "Please enter the e-mail address we should write to.",
  callbackFailed: "Your message could not be sent. Please try again.",
  callbackThanks: (channel: "phone" | "email", when: PreferredTime) =>
    `Thank you. We have your message and will ${channel === "phone" ? "call you" : "write to you"}${
      when === "any" ? " soon" : ` in the ${preferredTimeLabels[when].split(" (")[0]!.toLowerCase()}`
    }.`,

  // Links in an agent's reply.
  externalLinkHint: "(opens in a new tab)",
} as const;
