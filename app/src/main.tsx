import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { firstPageShown, routes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);
if (router.state.initialized) firstPageShown();
router.subscribe(({ initialized }) => initialized && firstPageShown());
const reactRoot = createRoot(root);
reactRoot.render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
