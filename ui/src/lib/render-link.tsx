import type { ComponentProps, ReactNode } from 'react';

/** What a component hands to `renderLink`: an anchor's props, always with an `href`. */
export type LinkRenderProps = ComponentProps<'a'> & { href: string };

/**
 * Renders a link for a component that holds links (NavBar, Footer). The app passes its router's
 * link here, e.g. `(props) => <Link to={props.href} {...props} />`, so ui needs no router.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
