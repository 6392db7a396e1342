/**
 * The inbound route form (spec 001 §5): name, destination number and the route-call-to action required,
 * description optional. Values to and from the wire, and where a server sentence belongs.
 */
import {
  type CreateInboundRouteInput,
  type InboundRoute,
  type RouteAction,
  type RouteActionName,
  RouteNumber,
} from '@portside/contract/pbx/inbound-routes';

export interface RouteFormValues {
  name: string;
  number: string;
  actionType: RouteActionName | '';
  actionValue: string;
  description: string;
}

export const emptyRoute: RouteFormValues = {
  name: '',
  number: '',
  actionType: '',
  actionValue: '',
  description: '',
};

export const isRouteNumber = (value: string) => RouteNumber.safeParse(value).success;
export const isActionNumber = (value: string) => /^[0-9]{1,15}$/.test(value.trim());

/** Every required field is filled (the Create/Update button waits for this). */
export function canSave(v: RouteFormValues): boolean {
  return v.name.trim() !== '' && v.number.trim() !== '' && v.actionType !== '' && v.actionValue.trim() !== '';
}

export function routeValues(route: InboundRoute): RouteFormValues {
  const action = route.dialplan_destination_actions[0];
  return {
    name: route.dialplan_name,
    number: route.dialplan_number,
    actionType: action?.name ?? '',
    actionValue: action?.value ?? '',
    description: route.dialplan_description,
  };
}

/** The create body; PATCH sends the same (spec 001 §7). */
export function toRouteBody(v: RouteFormValues): CreateInboundRouteInput {
  return {
    name: v.name.trim(),
    route: { number: v.number.trim() },
    action: { name: v.actionType, value: v.actionValue.trim() } as RouteAction,
    dialplan: { dialplan_description: v.description.trim() },
  };
}

/** A server sentence "Field 'x' …" names the form field it belongs on. */
export function routeFieldOf(message: string): keyof RouteFormValues | null {
  const field = /^Field '([\w.]+)'/.exec(message)?.[1];
  switch (field) {
    case 'name':
      return 'name';
    case 'route':
    case 'route.number':
      return 'number';
    case 'action':
    case 'action.name':
      return 'actionType';
    case 'action.value':
      return 'actionValue';
    case 'dialplan.dialplan_description':
      return 'description';
    default:
      return null;
  }
}
