// Schreiber's script, with answers.js beside it. Everything works without
// them; they add comfort:
// the screen stays awake on a scoreboard, seats move up and down with a
// tap, and the language switch and pickers submit by themselves.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // A page out of sight holds no stream: the browser has only a few
  // connections to the server, and a page left open in the back-forward
  // cache or a background tab would take one for ever. It connects again
  // when it is back, and asks from the position it shows. answers.js
  // follows the group's pages so too.
  window.whileInSight = function (connect, disconnect) {
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") connect();
      else disconnect();
    });
    window.addEventListener("online", connect);
    window.addEventListener("pagehide", disconnect);
    window.addEventListener("pageshow", function (ev) { if (ev.persisted) connect(); });
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", connect);
    else connect();
  };

  // Keep the screen awake while a scoreboard is open.
  var lock = null;
  function wake() {
    if (!("wakeLock" in navigator) || !document.querySelector("[data-wake-lock]")) return;
    if (document.visibilityState !== "visible" || lock) return;
    navigator.wakeLock.request("screen").then(function (l) {
      lock = l;
      l.addEventListener("release", function () { lock = null; });
    }).catch(function () { lock = null; });
  }
  document.addEventListener("visibilitychange", wake);
  document.addEventListener("DOMContentLoaded", wake);
  document.addEventListener("htmx:afterSettle", wake);

  // Seating: move a player up or down and renumber the positions.
  function renumber(list) {
    var items = list.querySelectorAll("[data-seat]");
    for (var i = 0; i < items.length; i++) {
      var pos = items[i].querySelector("input[data-position]");
      if (pos) pos.value = String(i + 1);
    }
  }
  document.addEventListener("click", function (ev) {
    var btn = ev.target.closest ? ev.target.closest("[data-move]") : null;
    if (!btn) return;
    ev.preventDefault();
    var item = btn.closest("[data-seat]");
    var list = item && item.parentElement;
    if (!list) return;
    if (btn.getAttribute("data-move") === "up" && item.previousElementSibling) {
      list.insertBefore(item, item.previousElementSibling);
    } else if (btn.getAttribute("data-move") === "down" && item.nextElementSibling) {
      list.insertBefore(item.nextElementSibling, item);
    }
    renumber(list);
    btn.focus();
  });

  // Drag to reorder seats (pointer devices and touch alike).
  var dragged = null;
  document.addEventListener("dragstart", function (ev) {
    var item = ev.target.closest ? ev.target.closest("[data-seat]") : null;
    if (item) { dragged = item; ev.dataTransfer.effectAllowed = "move"; }
  });
  document.addEventListener("dragover", function (ev) {
    var over = ev.target.closest ? ev.target.closest("[data-seat]") : null;
    if (!dragged || !over || over === dragged || over.parentElement !== dragged.parentElement) return;
    ev.preventDefault();
    var rect = over.getBoundingClientRect();
    var after = ev.clientY > rect.top + rect.height / 2;
    over.parentElement.insertBefore(dragged, after ? over.nextElementSibling : over);
  });
  document.addEventListener("dragend", function () {
    if (dragged) renumber(dragged.parentElement);
    dragged = null;
  });

  // A preset picker applies the preset as soon as it changes.
  document.addEventListener("change", function (ev) {
    var sel = ev.target;
    if (!sel.matches || !sel.matches("select[data-apply]") || !sel.form) return;
    var btn = sel.form.querySelector('button[name="' + sel.getAttribute("data-apply") + '"]');
    if (btn && sel.form.requestSubmit) sel.form.requestSubmit(btn);
    else if (btn) btn.click();
  });

  // Share an invite link through the phone's own share sheet, where it has one.
  if (navigator.share) document.documentElement.classList.add("can-share");
  document.addEventListener("click", function (ev) {
    var btn = ev.target.closest ? ev.target.closest("[data-share]") : null;
    if (!btn || !navigator.share) return;
    ev.preventDefault();
    var input = document.getElementById(btn.getAttribute("data-share"));
    if (!input) return;
    navigator.share({ title: btn.getAttribute("data-title") || "Schreiber", url: input.value }).catch(function () {});
  });

  // Copy an invite link with one tap.
  document.addEventListener("click", function (ev) {
    var btn = ev.target.closest ? ev.target.closest("[data-copy]") : null;
    if (!btn || !navigator.clipboard) return;
    ev.preventDefault();
    var input = document.getElementById(btn.getAttribute("data-copy"));
    if (!input) return;
    navigator.clipboard.writeText(input.value).then(function () {
      btn.classList.add("done");
    });
  });

  // A number field that names a rest (data-rest) keeps it up to date while
  // it is typed: the Anderen's Sunkte follow from the Alten's.
  document.addEventListener("input", function (ev) {
    var input = ev.target;
    if (!input.matches || !input.matches("input[data-rest]")) return;
    var out = document.getElementById(input.getAttribute("data-rest"));
    var shown = out && out.querySelector("[data-rest-value]");
    if (!shown) return;
    var total = parseInt(out.getAttribute("data-total"), 10);
    var n = /^[0-9]+$/.test(input.value) ? parseInt(input.value, 10) : -1;
    shown.textContent = n < 0 || n > total ? "\u2013" : String(total - n);
  });

  // Referee card pickers: a tapped chip adds its card to the field's list
  // (after a "+" joined to the play before it); ⌫ takes the last card off.
  document.addEventListener("click", function (ev) {
    var btn = ev.target.closest ? ev.target.closest("[data-palette] button") : null;
    if (!btn) return;
    ev.preventDefault();
    var box = btn.closest("[data-palette]");
    var input = document.getElementById(box.getAttribute("data-palette"));
    if (!input) return;
    var v = input.value.replace(/\s+$/, "");
    if (btn.hasAttribute("data-card-undo")) {
      v = v.replace(/[+\s]*[^+\s]*$/, "");
    } else if (btn.hasAttribute("data-card-join")) {
      if (v !== "" && !/\+$/.test(v)) v += "+";
    } else {
      var card = btn.getAttribute("data-card");
      v = (v === "" || /\+$/.test(v)) ? v + card : v + " " + card;
    }
    input.value = v;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
})();

// The live table: follow the game's event stream and swap in each new
// board. A scorer's page whose forms went stale (another phone entered
// something) gets its whole panel anew, so that a stale form is replaced
// rather than sent. The stream is closed while the page is hidden or left,
// and opened again when the phone wakes, the page is shown again or is back
// online, asking from the position the page shows, so it catches up.
// While it is open, a viewer's board does not poll; when it cannot be
// opened, polling is the fallback.
(function () {
  "use strict";
  if (!window.EventSource) return;
  var stream = null, open = false, pending = 0;

  function board() { return document.getElementById("board"); }
  function shown() {
    var b = board();
    return b ? parseInt(b.getAttribute("data-seq"), 10) || 0 : 0;
  }
  // A form whose answer never came counts as under way: the board waits
  // until the form is sent again, rather than replacing what was entered.
  function busy() { return !!document.querySelector("#game .htmx-request, #game.htmx-request, #game[data-unsent]"); }

  function disconnect() {
    if (stream) { stream.close(); stream = null; }
    open = false;
  }

  function connect() {
    var b = board();
    disconnect();
    if (document.visibilityState === "hidden") return;
    if (!b || !b.getAttribute("data-events")) return;
    stream = new EventSource(b.getAttribute("data-events") + "?after=" + shown());
    stream.onopen = function () { open = true; };
    stream.onerror = function () { open = stream && stream.readyState === EventSource.OPEN; };
    stream.addEventListener("board", function (ev) { arrived(parseInt(ev.lastEventId, 10) || 0, ev.data); });
    stream.addEventListener("gone", function () { disconnect(); window.location.reload(); });
    // The server ends the oldest streams of a phone that holds too many;
    // this page then waits until it is shown again rather than take one
    // back from a page in use.
    stream.addEventListener("ended", disconnect);
  }

  // A form sent as a whole page (removing the game, say) leaves the page:
  // its stream closes first, so that what the change tells the page's
  // stream cannot reload the page in the middle of leaving it.
  document.addEventListener("submit", function (ev) {
    if (!ev.target.hasAttribute("hx-post")) disconnect();
  });

  // logOf reads the log position of a board as the server sent it.
  function logOf(html) {
    var m = /data-log="(\d+)"/.exec(html);
    return m ? parseInt(m[1], 10) : 0;
  }

  // rulesOf reads which rules a board was drawn under (see data-rules).
  function rulesOf(html) {
    var m = /data-rules="([^"]*)"/.exec(html);
    return m ? m[1] : null;
  }

  function arrived(seq, html) {
    if (seq <= shown()) return;
    // The house rules were corrected: the title and the rules card
    // change with the board, so the whole page comes anew.
    var b = board(), rules = rulesOf(html);
    if (b && rules !== null && rules !== b.getAttribute("data-rules") && !busy()) {
      disconnect();
      window.location.reload();
      return;
    }
    var game = document.getElementById("game");
    var after = game && game.querySelector("input[name=after]");
    // A kept ruling or the next game moves the board but not the log: the
    // forms are still good, only the board is new.
    if (after && logOf(html) > (parseInt(after.value, 10) || 0)) {
      // A request of this page is under way (its own entry, most likely):
      // look again once its answer is in.
      if (busy()) { pending = Math.max(pending, seq); return; }
      refreshPanel(game);
      return;
    }
    swapBoard(html);
  }

  function refreshPanel(game) {
    var url = game.getAttribute("data-panel");
    if (url && window.htmx) htmx.ajax("GET", url + "?stale=1", { target: "#game", swap: "outerHTML" });
    else window.location.reload();
  }

  function swapBoard(html) {
    var b = board();
    if (!b) return;
    if (window.htmx) { htmx.swap(b, html, { swapStyle: "outerHTML" }); return; }
    var t = document.createElement("template");
    t.innerHTML = html;
    if (t.content.firstElementChild) b.replaceWith(t.content.firstElementChild);
  }

  document.addEventListener("htmx:afterSettle", function () {
    if (!pending || busy()) return;
    var seq = pending;
    pending = 0;
    var game = document.getElementById("game");
    if (seq > shown() && game) refreshPanel(game);
  });
  // While the stream is open the board's polling would only repeat it.
  document.addEventListener("htmx:beforeRequest", function (ev) {
    if (open && ev.detail && ev.detail.elt && ev.detail.elt.id === "board" &&
        ev.detail.requestConfig && ev.detail.requestConfig.verb === "get") ev.preventDefault();
  });
  window.whileInSight(connect, disconnect);
})();

// The answer where the thumb is. After a form of the game is sent, the
// screen shows what changed without scrolling: a saved entry, an undo or a
// correction brings the board (the table, what the last entry did, the
// standings) to the top; a refused one puts its message right above the
// button that was pressed, marks the form and the fields it names, keeps
// every fold of the panel as it was, and shows the message.
(function () {
  "use strict";
  var sent = null;

  // keyOf names an element of the panel so that the same one can be found
  // in the panel that replaces it.
  function keyOf(el, all) {
    var name = function (e) { return e.getAttribute("data-testid") || e.getAttribute("action") + " " + e.className; };
    var n = 0, own = name(el);
    for (var i = 0; i < all.length && all[i] !== el; i++) if (name(all[i]) === own) n++;
    return own + "#" + n;
  }
  function folds(game) {
    var all = game.querySelectorAll("details"), open = {};
    for (var i = 0; i < all.length; i++) open[keyOf(all[i], all)] = all[i].open;
    return open;
  }

  document.addEventListener("htmx:beforeRequest", function (ev) {
    var elt = ev.detail && ev.detail.elt, game = document.getElementById("game");
    if (!game || !elt || elt.tagName !== "FORM" || !document.getElementById("game").contains(elt)) return;
    if (ev.detail.requestConfig && ev.detail.requestConfig.verb === "get") return;
    var trig = ev.detail.requestConfig && ev.detail.requestConfig.triggeringEvent;
    var button = trig && trig.submitter;
    var forms = game.querySelectorAll("form");
    sent = {
      xhr: ev.detail.xhr,
      form: keyOf(elt, forms),
      button: button ? (button.getAttribute("data-testid") || button.name + "=" + button.value) : "",
      folds: folds(game)
    };
  });

  function findForm(game, key) {
    var forms = game.querySelectorAll("form");
    for (var i = 0; i < forms.length; i++) if (keyOf(forms[i], forms) === key) return forms[i];
    return null;
  }
  function findButton(form, key) {
    var buttons = form.querySelectorAll("button[type=submit], button:not([type])");
    for (var i = 0; i < buttons.length; i++) {
      var b = buttons[i];
      if (key && (b.getAttribute("data-testid") === key || b.name + "=" + b.value === key) && b.offsetParent !== null) return b;
    }
    for (var j = buttons.length - 1; j >= 0; j--) if (buttons[j].offsetParent !== null) return buttons[j];
    return null;
  }
  // The fields an error names: "plays[2].card" names the inputs called
  // plays, plays-2 or card-2 as well as those called plays[2].card.
  function fieldsOf(form, field) {
    var root = field.split(/[\[.]/)[0], out = [];
    var inputs = form.querySelectorAll("input, select, textarea");
    for (var i = 0; i < inputs.length; i++) {
      var n = inputs[i].name || "";
      if (n === field || n === root || n.indexOf(root + "-") === 0 || n.indexOf(root + "[") === 0) out.push(inputs[i]);
    }
    return out;
  }

  // place puts what a saved entry changed at the screen's top edge: the
  // line that says what happened (with the notice of an undo or a
  // correction), then the standings, then the next deal's form, its first
  // question and its Save (which sticks to the bottom edge) on one screen.
  function place(game) {
    // A game without a next deal (over, or ended here) shows its board
    // whole, from the top, as it did.
    if (!game.querySelector("#entry")) {
      var board = document.getElementById("board");
      if (board) board.scrollIntoView({ block: "start" });
      return;
    }
    var note = game.querySelector("[data-testid=notice], [data-testid=flash]");
    var row = game.querySelector("#board .status-row");
    // The notice goes right above the line that says what the last entry
    // now is: the deal's facts, which did not change, give way to the
    // standings and the form.
    if (note && row) row.parentNode.insertBefore(note, row);
    var top = note || row || document.getElementById("board");
    if (!top) return;
    window.scrollTo(0, Math.max(0, top.getBoundingClientRect().top + window.pageYOffset - 6));
  }

  // A correction is saved on a page of its own, which then opens the game
  // again with a notice of what changed: the notice joins the status line,
  // and the page stands as after any other save.
  function corrected() {
    var game = document.getElementById("game"), flash = document.querySelector("main > [data-testid=flash]");
    if (!game || !flash || !document.getElementById("board") || !game.querySelector("form")) return;
    game.insertBefore(flash, game.firstChild);
    place(game);
  }
  // The notice takes two lines; a tap shows the whole of it.
  document.addEventListener("click", function (ev) {
    var note = ev.target.closest && ev.target.closest(".status [data-testid=notice], .status [data-testid=flash]");
    if (note) note.classList.toggle("full");
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", corrected);
  else corrected();

  document.addEventListener("htmx:afterSettle", function (ev) {
    var was = sent, game = document.getElementById("game");
    var xhr = ev.detail && ev.detail.xhr;
    if (!was || !game || !xhr || !ev.detail.elt || !document.body.contains(game)) return;
    // Only the answer to the form that was sent: a preview, a story or a
    // panel the live table fetched meanwhile settles too.
    if (xhr !== was.xhr) return;
    sent = null;
    if (xhr.status >= 200 && xhr.status < 300) {
      place(game);
      return;
    }
    // Refused: the panel keeps its folds, and the message goes where the
    // player is looking.
    var all = game.querySelectorAll("details");
    for (var i = 0; i < all.length; i++) {
      var k = keyOf(all[i], all);
      if (k in was.folds) all[i].open = was.folds[k];
    }
    var error = game.querySelector("[data-testid=form-error]") || game.querySelector("[data-testid=notice]");
    var form = findForm(game, was.form);
    if (error && form) {
      form.classList.add("refused");
      var button = findButton(form, was.button);
      var head = null;
      if (button && error.getAttribute("data-testid") === "form-error") {
        // A Save that sticks to the screen's edge is always at hand: the
        // message opens the form instead, above its first question, which
        // is then on the screen with it.
        head = button.parentNode === form && button.matches("[data-testid^=save]") ?
          form.querySelector(":scope > fieldset, :scope > div, :scope > details") : null;
        var box = head || button.closest(".actions, .row") || button;
        if (!form.contains(box)) box = button;
        box.parentNode.insertBefore(error, box);
      }
      var field = game.getAttribute("data-error-field");
      if (field) fieldsOf(form, field).forEach(function (f) { f.setAttribute("aria-invalid", "true"); });
      if (head) {
        window.scrollTo(0, Math.max(0, error.getBoundingClientRect().top + window.pageYOffset - 8));
        return;
      }
    }
    if (error) error.scrollIntoView({ block: "center" });
  });
})();

// A fold of the game opened with a tap shows what it holds: an Undo that
// asks first, the full last-trick entry or the whole of the last entry
// come into view rather than open below the screen's edge. Only a tap:
// a fold that a page or a panel brings open fires the same event, and the
// page must not move for it.
(function () {
  "use strict";
  var tapped = null;
  function show(d) {
    var r = d.getBoundingClientRect();
    if (r.bottom > window.innerHeight) d.scrollIntoView({ block: r.height > window.innerHeight ? "start" : "end" });
  }
  document.addEventListener("click", function (ev) {
    var summary = ev.target.closest && ev.target.closest("summary");
    tapped = summary ? summary.parentNode : null;
    // A fold of the game opens at once, in the tap, so that what it
    // holds is in view before the next tap, not a moment after it.
    if (tapped && !tapped.open && !ev.defaultPrevented && ev.button === 0 && tapped.closest("#game") &&
        summary.parentNode === tapped && !ev.target.closest("a, button, input, label")) {
      ev.preventDefault();
      tapped.open = true;
      show(tapped);
    }
  }, true);
  document.addEventListener("toggle", function (ev) {
    var d = ev.target;
    if (d !== tapped || !d.open || !d.closest("#game")) return;
    tapped = null;
    show(d);
  }, true);
})();

// The next question comes to the thumb. An entry form asks its questions
// one under the other, and its Save sticks to the screen's bottom edge:
// when a chip answers one question, or a field is tapped to be typed in,
// and the next open question lies under the Save or below the screen, the
// page moves up just so far that it is whole on the screen, and never so
// far that the question at hand leaves the top. A flow's next line is the
// first without an answer. A scorer moving the page by hand is left alone:
// only a tap on the form moves it.
(function () {
  "use strict";
  var asks = "fieldset, .flow-item, .tk-sunkte, .hu-cards, details";
  function saveOf(form) {
    var b = form.querySelector(":scope > button.wide[data-testid^=save]");
    return b && getComputedStyle(b).position === "sticky" ? b : null;
  }
  function shown(e) { return e.getClientRects().length > 0; }
  // questions lists the form's questions in order: the innermost blocks
  // that ask something, as they are shown now.
  function questions(form) {
    var all = form.querySelectorAll(asks), out = [];
    for (var i = 0; i < all.length; i++) {
      if (shown(all[i]) && !all[i].querySelector(asks)) out.push(all[i]);
    }
    return out;
  }
  function answered(q) {
    return q.classList.contains("flow-item") && !!q.querySelector(".flow-chips input:checked");
  }
  function bring(ev) {
    var t = ev.target;
    if (!t || !t.closest || !t.closest("#game") || t.type === "hidden") return;
    var form = t.form || t.closest("form");
    if (!form || !form.contains(t)) return;
    var save = saveOf(form);
    if (!save) return;
    var list = questions(form), at = -1;
    for (var i = 0; i < list.length; i++) if (list[i].contains(t)) at = i;
    if (at < 0) return;
    var next = null;
    for (var j = at + 1; j < list.length && !next; j++) if (!answered(list[j])) next = list[j];
    if (!next) return;
    var limit = Math.min(window.innerHeight, save.getBoundingClientRect().top) - 6;
    var r = next.getBoundingClientRect(), here = list[at].getBoundingClientRect();
    var by = Math.min(r.bottom - limit, r.top - 8, here.top - 8);
    if (by > 0) window.scrollBy(0, Math.ceil(by));
  }
  document.addEventListener("change", function (ev) {
    if (ev.target && (ev.target.type === "radio" || ev.target.type === "checkbox")) bring(ev);
  });
  document.addEventListener("focusin", function (ev) {
    if (ev.target && ev.target.matches && ev.target.matches("input[type=number], input[type=text], input:not([type])")) bring(ev);
  });
})();

// A deal sent while the network drops: the server may have saved it, but
// its answer never came. The form keeps what was entered, the page says so,
// and sending it again is safe, since the form's nonce is saved only once.
(function () {
  "use strict";
  document.addEventListener("htmx:sendError", function (ev) {
    var game = document.getElementById("game");
    var elt = ev.detail && ev.detail.elt;
    if (!game || !elt || elt.tagName !== "FORM" || !game.contains(elt)) return;
    game.setAttribute("data-unsent", "");
    // The note goes right under the form that was sent, where the player
    // is looking, whichever of the page's forms it was.
    var note = game.querySelector("[data-unsent-note]");
    if (!note) return;
    elt.insertAdjacentElement("afterend", note);
    note.hidden = false;
  });
})();

// Following the table. When the game a page shows is over and the table
// starts the next one (from this game's button or from the evening's
// page), the board that says so arrives live; the page then goes on to
// that game by itself after a short moment, long enough to see the link
// fill up and the final standings once more. The phone that started the
// game is there already. A page opened when the next game existed, or
// brought back from the history, stays where it is: its reader came to
// look at that game, and the link is right above the standings. A running
// game only shows the link, so that nothing typed into a form is lost. The
// table view goes on to the next game's table view.
(function () {
  "use strict";
  var delay = 2500;
  var seen = false, timer = null;

  function link() {
    var b = document.getElementById("board");
    return b ? b.querySelector('[data-testid="follow-next"]') : null;
  }
  function tableView() { return !!document.querySelector("[data-table-view]"); }

  function check() {
    var a = link();
    if (!a) return;
    if (tableView() && !/\/table$/.test(a.getAttribute("href"))) a.setAttribute("href", a.getAttribute("href") + "/table");
    if (seen) return;
    seen = true;
    if (!document.getElementById("board").querySelector('[data-testid="status-over"]')) return;
    a.classList.add("following");
    var href = a.getAttribute("href");
    timer = window.setTimeout(function () { window.location.assign(href); }, delay);
  }

  function start() {
    seen = !!link();
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  }
  // A page left for the next game and then brought back from the
  // back-forward cache must not go on again.
  window.addEventListener("pagehide", function () {
    if (timer) { window.clearTimeout(timer); timer = null; }
    seen = true;
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
