/**
 * Services a person can sell on the side, by the hour (ADR 029). Each is priced from the OEWS pay
 * of the occupation that does that work (`pricedFrom`), offered to the occupations in `for` and to
 * visitors whose own skills name one of its `keywords` as whole words, and, when it needs a licence
 * or degree (`requires`), only ever to occupations that hold it, whatever their skills say. Every
 * entry says why a client pays for it, including the registration or licence rules that apply.
 */
import type { SideService } from "./catalogue-types";
import { DESK_SIDE_SERVICES } from "./side-services-desk";
import { HANDS_ON_SIDE_SERVICES } from "./side-services-hands-on";

export const SIDE_SERVICES: readonly SideService[] = [...DESK_SIDE_SERVICES, ...HANDS_ON_SIDE_SERVICES];
