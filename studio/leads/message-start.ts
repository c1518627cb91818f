/** The start of a message where the tool lists leads: the lead's dialog shows the rest. */
export function messageStart(message: string, length = 140) {
  return message.length > length ? `${message.slice(0, length - 1).trimEnd()}…` : message
}
