/**
 * An 'extension@domain' value (App Access extension, registered user): the number stands out, the domain
 * (the same on every row of a ship) is quieter, and a narrow column may break the line before the '@'
 * (give the column `overflow: 'wrap'`).
 */
import { Text } from '@mantine/core';

export function AddressText({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) {
    return (
      <Text size="sm" span>
        {value}
      </Text>
    );
  }
  return (
    <Text size="sm" span>
      <Text span inherit fw={500}>
        {value.slice(0, at)}
      </Text>
      <wbr />
      <Text span size="xs" c="dimmed">
        {value.slice(at)}
      </Text>
    </Text>
  );
}
