/** Name lists for generated demo people. */
export const FIRST_NAMES = [
  'Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Leo', 'Ivy', 'Arthur',
  'Freya', 'Oscar', 'Lily', 'Harry', 'Grace', 'Jack', 'Sofia', 'Charlie', 'Emily', 'Theo',
  'Aino', 'Eero', 'Lucía', 'Mateo', 'Inês', 'Tomás', 'Elsa', 'Nils', 'Anya', 'Dmitri',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
  'Virtanen', 'Korhonen', 'García', 'Martínez', 'Silva', 'Santos', 'Andersson', 'Lindqvist', 'Ivanova', 'Petrov',
] as const;

export function personName(i: number): { firstName: string; lastName: string } {
  return {
    // Stepping by tens as well keeps every tenth person (the teachers) from sharing one name.
    firstName: FIRST_NAMES[(i + Math.floor(i / 10) * 7) % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
  };
}
