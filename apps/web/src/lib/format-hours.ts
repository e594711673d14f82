/** Support time as the memberships count it: hours, in quarters (`1.5 h`, `0.25 h`). */
export const formatHours = (minutes: number) => `${minutes / 60} h`;
