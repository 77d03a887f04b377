// Loads a server-drawn page's scripts once the page has painted (src/server/lib/indexPage.ts writes this
// element in place of the scripts and their preloads). The page is already readable; its pictures and fonts
// get the connection first, and the script, which only hydrates what is on screen, follows right after.
(function () {
  var me = document.currentScript;
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var scripts = (me.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      if (/\.json$/.test(href)) {
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
      } else {
        link.as = 'script';
      }
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as deferred scripts would run
      document.head.appendChild(script);
    });
  }
  // The frame after the first paint; a tab opened in the background paints nothing and starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
