import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __kanghuRoot?: Root };

/** antd-mobile 5 renders toasts and dialogs with ReactDOM.render, gone in React 19: give it createRoot. */
export function enableAntdOnReact19(): void {
  unstableSetRender((node, container: Container) => {
    const root = container.__kanghuRoot ?? createRoot(container);
    container.__kanghuRoot = root;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__kanghuRoot;
    };
  });
}
