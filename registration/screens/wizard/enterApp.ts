/** Leaves the registration app for the product, which takes the token from the address (seed 2.3). */
import { appUrl } from '../../paths';

export function enterApp(jwt: string): void {
  window.location.assign(appUrl(jwt));
}
