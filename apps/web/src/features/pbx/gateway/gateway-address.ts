/**
 * The internal address of a gateway (spec 001 §2 'Gateway {gateway}'): the ship network's octet, then
 * 80, then the gateway number, as the analog gateways are addressed on board (10.<octet>.80.<gateway>).
 */
export function gatewayAddress(octet: number | null, gateway: string): string | null {
  if (octet === null || !/^[0-9]{1,3}$/.test(gateway) || Number(gateway) > 255) return null;
  return `http://10.${octet}.80.${Number(gateway)}`;
}
