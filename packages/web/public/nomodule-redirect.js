/* global window */
// Runs only in browsers that do not run module scripts (the portal's bundle): they go to the
// unsupported-browser page. ES5 on purpose; an external file because the CSP allows no inline script.
(function () {
  if (window.location.pathname !== '/unsupported') {
    window.location.replace('/unsupported?missing=modules');
  }
})();
