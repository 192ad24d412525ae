import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread until the whole page is built: a tap or a keystroke during start-up is answered without waiting.
const router = createBrowserRouter(routes);
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
