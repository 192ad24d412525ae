import type { RenderLink } from '@jumpers/ui';
import { Link } from 'react-router-dom';

/** Hands ui's link slots (NavBar, Footer) the router's Link, so navigation stays in the app. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
