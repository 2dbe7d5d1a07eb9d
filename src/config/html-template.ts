/**
 * The HTML shell of every page (Docusaurus `ssrTemplate`, an Eta template). It differs from the default in one
 * way: the app's scripts are requested once the first frame is painted, so the server-rendered page is on screen
 * before hydration takes the main thread, and the page's stylesheet and font do not share the connection with
 * them. With plain `defer`, a fast connection ran them first and the page stayed blank while they ran (and a
 * preload made them compete with the stylesheet). Inserted scripts with async=false keep their order.
 *
 * Docusaurus's base-URL check (an inline script on the home page) shows its banner when window.docusaurus is
 * missing at DOMContentLoaded, which now comes before the app runs: a placeholder stands in until the app
 * replaces it, and the banner is shown if one of the scripts cannot load.
 */
const loadScriptsAfterFirstPaint = `
(function (sources) {
  var placeholder = (window.docusaurus = {});
  function failed() {
    var stillMissing = window.docusaurus === placeholder;
    var bannerShown = document.getElementById('__docusaurus-base-url-issue-banner-container');
    if (stillMissing && !bannerShown && typeof insertBanner === 'function') insertBanner();
  }
  function load() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = failed;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);`;

export const htmlTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${loadScriptsAfterFirstPaint}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
