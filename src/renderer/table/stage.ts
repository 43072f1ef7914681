/** The one Pixi application behind every screen: a transparent full-window canvas (the felt is CSS). */
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';

export async function createStage(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    backgroundAlpha: 0,
    antialias: true,
    resizeTo: window,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    accessibilityOptions: { enabledByDefault: true, activateOnTab: false, deactivateOnMouseMove: false },
  });
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);
  return app;
}
