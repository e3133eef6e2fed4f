// Answers where the action was made, beside app.js: a refused deal clears
// the choices its message names, an answer's notice comes into view, a
// notice of an earlier page gives way to the next answer, and the group's
// pages follow what other phones change.
(function () {
  "use strict";

  // The choices a refusal names: "alten" names the inputs called alten,
  // alten-2 or alten[2] as well.
  function named(form, field) {
    var root = field.split(/[\[.]/)[0], out = [];
    var inputs = form.querySelectorAll("input, select, textarea");
    for (var i = 0; i < inputs.length; i++) {
      var n = inputs[i].name || "";
      if (n === field || n === root || n.indexOf(root + "-") === 0 || n.indexOf(root + "[") === 0) out.push(inputs[i]);
    }
    return out;
  }

  document.addEventListener("htmx:afterSettle", function (ev) {
    var game = document.getElementById("game");
    var xhr = ev.detail && ev.detail.xhr;
    if (!game || !xhr || ev.detail.target !== game && ev.detail.elt !== game) return;
    if (xhr.status === 422) {
      // A refused deal keeps what was right. The ticks its message is
      // about were wrong together (a soloist ticked for a normal game, a
      // third Re player): they are cleared, so that the next try starts
      // them afresh rather than being refused again, and their group is
      // marked. A typed number stays, marked, to be corrected.
      var field = game.getAttribute("data-error-field");
      var form = game.querySelector("form.refused");
      if (!field || !form) return;
      var changed = false;
      named(form, field).forEach(function (input) {
        var box = input.closest("fieldset") || input.parentNode;
        if (box) box.classList.add("wrong");
        if (input.type === "checkbox" && input.checked) { input.checked = false; changed = true; }
      });
      if (changed) form.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    if (xhr.status < 200 || xhr.status >= 300) return;
    // A saved entry, an undo: the line that says what was done sits right
    // above the board. It comes into view with the standings when both fit.
    var notice = game.querySelector("[data-testid=notice]");
    var board = document.getElementById("board");
    if (!notice || !board) return;
    var top = notice.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight) return;
    var rows = board.querySelectorAll("[data-testid=row]");
    var last = rows.length ? rows[rows.length - 1] : board;
    if (last.getBoundingClientRect().bottom - top + 8 <= window.innerHeight) window.scrollTo(0, Math.floor(window.scrollY + top - 4));
  });

  // A notice the page came with (a correction saved, say) answers that
  // action only: the next answer on the page replaces it.
  document.addEventListener("htmx:beforeSwap", function (ev) {
    if (!ev.detail || !ev.detail.target || ev.detail.target.id !== "game") return;
    var old = document.querySelectorAll("main > [data-testid=flash]");
    for (var i = 0; i < old.length; i++) old[i].remove();
  });

  // Marked choices lose their mark once they are changed.
  document.addEventListener("change", function (ev) {
    var box = ev.target.closest && ev.target.closest(".wrong");
    if (box) box.classList.remove("wrong");
  });
})();

// Following the group. The group's page and an evening's page hold one
// stream on the group; when anything of it changes on another phone (a
// player renamed, a game started, a deal saved), the page fetches itself
// again and swaps in what it shows. A form being filled in is never
// swapped away: the page waits until it is left or sent. The stream is
// closed while the page is hidden, and opened again from the mark the page
// shows when it is back.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch || !window.DOMParser) return;
  var stream = null, waiting = false, timer = null;

  function part() { return document.getElementById("following"); }

  function busy(el) {
    var active = document.activeElement;
    if (active && active !== document.body && el.contains(active) && active.closest("form")) return true;
    // Typed into within the last half minute and not sent: still in hand.
    var forms = el.querySelectorAll("form[data-dirty]");
    for (var i = 0; i < forms.length; i++) {
      if (Date.now() - parseInt(forms[i].getAttribute("data-dirty"), 10) < 30000) return true;
    }
    return false;
  }

  function disconnect() {
    if (stream) { stream.close(); stream = null; }
  }

  function connect() {
    var el = part();
    disconnect();
    if (!el || document.visibilityState === "hidden") return;
    stream = new EventSource(el.getAttribute("data-follow") + "?after=" + (el.getAttribute("data-mark") || "0"));
    stream.addEventListener("changed", refresh);
    stream.addEventListener("gone", function () { disconnect(); window.location.reload(); });
    stream.addEventListener("ended", disconnect);
  }

  function refresh() {
    var el = part();
    if (!el) return;
    if (busy(el)) { waiting = true; return; }
    waiting = false;
    fetch(window.location.pathname + window.location.search, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (res) {
        if (!res.ok) { window.location.reload(); return null; }
        return res.text();
      })
      .then(function (html) {
        if (html === null) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("following");
        var now = part();
        if (!fresh || !now) return;
        if (busy(now)) { waiting = true; return; }
        var open = [];
        now.querySelectorAll("details").forEach(function (d) { open.push(d.open); });
        now.replaceWith(fresh);
        fresh.querySelectorAll("details").forEach(function (d, i) { if (i < open.length) d.open = open[i]; });
        if (window.htmx) window.htmx.process(fresh);
      })
      .catch(function () { waiting = true; });
  }

  // Typing into a form of the page holds the page still until the form is
  // sent or left alone.
  document.addEventListener("input", function (ev) {
    var form = ev.target.closest && ev.target.closest("#following form");
    if (form) form.setAttribute("data-dirty", String(Date.now()));
  });
  document.addEventListener("focusout", function () {
    if (!waiting) return;
    clearTimeout(timer);
    timer = setTimeout(function () { if (waiting) refresh(); }, 1500);
  });
  setInterval(function () { if (waiting && document.visibilityState === "visible") refresh(); }, 5000);

  window.whileInSight(connect, disconnect);
})();
