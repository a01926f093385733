// React Router's hydration script as a prerendered page inlines it: three route modules and the entry.
export const hydration = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/layout-1.js";
import * as route2 from "/assets/page-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"page/about":route2};
import("/assets/entry.client-1.js");`
