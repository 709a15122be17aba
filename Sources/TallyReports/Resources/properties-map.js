// The map's zoom, pan, pin groups and cards. Everything here is progressive: without it the
// pins are links to the table rows and the page is complete. User text only ever reaches the
// page through textContent and setAttribute, never as markup.
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  var source = document.getElementById("map-data");
  var svg = document.getElementById("us-map");
  var frame = document.getElementById("map-frame");
  var pins = document.getElementById("map-pins");
  var card = document.getElementById("map-card");
  var controls = document.getElementById("map-controls");
  var picker = document.getElementById("map-state");
  if (!source || !svg || !frame || !pins || !card || !controls) return;
  var data = JSON.parse(source.textContent);
  var W = data.width, H = data.height, MAX_ZOOM = 32;
  var view = { x: 0, y: 0, w: W, h: H };
  var drawnZoom = 0;
  var openIndex = null;
  var PIN_PATH = "M0 0C-1.6-5.2-7.5-8-7.5-13.5a7.5 7.5 0 1 1 15 0C7.5-8 1.6-5.2 0 0Z";

  controls.hidden = false;
  Array.prototype.forEach.call(document.querySelectorAll(".map-help-script"), function (el) { el.hidden = false; });
  frame.classList.add("is-interactive");
  frame.setAttribute("tabindex", "0");
  frame.setAttribute("aria-describedby", "map-help");

  function zoom() { return W / view.w; }
  // Pins keep a tappable size on a narrow screen, and a group's count (12 units) stays at
  // least 9.5 CSS px tall however narrow the map is drawn: 880 units across 350 px of a phone
  // would make it under 5 px.
  var COUNT_SIZE = 12, MIN_COUNT_PX = 9.5;
  function pinScale() {
    var width = svg.getBoundingClientRect().width || W;
    return Math.min(4, Math.max(1, 0.8 * W / width, MIN_COUNT_PX * W / (COUNT_SIZE * width)));
  }
  function round(v) { return Math.round(v * 100) / 100; }

  function apply() {
    view.w = Math.min(W, Math.max(W / MAX_ZOOM, view.w));
    view.h = view.w * H / W;
    view.x = Math.min(W - view.w, Math.max(0, view.x));
    view.y = Math.min(H - view.h, Math.max(0, view.y));
    svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].map(round).join(" "));
    frame.classList.toggle("is-zoomed", zoom() > 1.001);
    if (Math.abs(zoom() * pinScale() - drawnZoom) > 1e-6) drawPins();
  }

  function zoomTo(cx, cy, width) {
    view.w = width;
    view.h = width * H / W;
    view.x = cx - view.w / 2;
    view.y = cy - view.h / 2;
    apply();
  }

  function zoomBy(factor) { zoomTo(view.x + view.w / 2, view.y + view.h / 2, view.w / factor); }

  function zoomToBox(x0, y0, x1, y1) {
    var width = Math.max(x1 - x0, (y1 - y0) * W / H) * 1.25;
    zoomTo((x0 + x1) / 2, (y0 + y1) / 2, Math.max(width, W / MAX_ZOOM));
  }

  function reset() { zoomTo(W / 2, H / 2, W); }

  function pan(dx, dy) {
    view.x += dx * view.w;
    view.y += dy * view.h;
    apply();
  }

  // The same greedy grouping as the Swift that drew the first view, at the current zoom.
  function groups() {
    var distance = data.distance * pinScale() / zoom();
    var found = [];
    data.properties.forEach(function (p, index) {
      for (var i = 0; i < found.length; i++) {
        var g = found[i];
        if ((g.x - p.x) * (g.x - p.x) + (g.y - p.y) * (g.y - p.y) < distance * distance) {
          var n = g.members.length;
          g.x = (g.x * n + p.x) / (n + 1);
          g.y = (g.y * n + p.y) / (n + 1);
          g.members.push(index);
          return;
        }
      }
      found.push({ x: p.x, y: p.y, members: [index] });
    });
    return found;
  }

  function label(members) {
    if (members.length === 1) {
      var p = data.properties[members[0]];
      var text = p.title + ": " + p.type + ", " + p.street.join(", ") + ", " + p.city;
      if (p.scenarios.length > 1) text += "; " + p.scenarios.length + " scenarios: " + p.scenarios.map(function (s) { return s.title; }).join("; ");
      return text;
    }
    return members.length + " properties: " + members.map(function (i) { return data.properties[i].title; }).join("; ");
  }

  function element(name, attributes) {
    var el = document.createElementNS(NS, name);
    Object.keys(attributes).forEach(function (key) { el.setAttribute(key, attributes[key]); });
    return el;
  }

  function drawPins() {
    drawnZoom = zoom() * pinScale();
    var scale = round(pinScale() / zoom() * 1000) / 1000;
    while (pins.firstChild) pins.removeChild(pins.firstChild);
    groups().forEach(function (g) {
      var text = label(g.members);
      var link = element("a", {
        "class": g.members.length > 1 ? "pin pin-group" : "pin",
        "href": "#" + data.properties[g.members[0]].id,
        "data-members": g.members.join(" "),
        "aria-label": text
      });
      var title = element("title", {});
      title.textContent = text;
      link.appendChild(title);
      var mark = element("g", { "class": "pin-mark", "transform": "translate(" + round(g.x) + " " + round(g.y) + ") scale(" + scale + ")" });
      if (g.members.length > 1) {
        mark.appendChild(element("circle", { "class": "pin-group-shape", "r": "11", "fill": "#1f5f8b", "stroke": "#fff", "stroke-width": "2" }));
        var count = element("text", { "class": "pin-count", "y": "4.2", "text-anchor": "middle", "font-size": "12", "font-weight": "700", "fill": "#fff" });
        count.textContent = String(g.members.length);
        mark.appendChild(count);
      } else {
        mark.appendChild(element("path", { "class": "pin-shape", "d": PIN_PATH, "fill": "#c2410c", "stroke": "#fff", "stroke-width": "1.5" }));
        mark.appendChild(element("circle", { "class": "pin-dot", "cy": "-13.5", "r": "2.8", "fill": "#fff" }));
      }
      link.appendChild(mark);
      pins.appendChild(link);
    });
  }

  function pinFor(index) {
    var all = pins.querySelectorAll("a.pin");
    for (var i = 0; i < all.length; i++) {
      if (all[i].getAttribute("data-members").split(" ").indexOf(String(index)) >= 0) return all[i];
    }
    return null;
  }

  function membersOf(pin) {
    return pin.getAttribute("data-members").split(" ").map(Number);
  }

  // Put the card on the side of the map away from the pin, so the pin stays in sight.
  function place(index) {
    var p = data.properties[index];
    var left = (p.x - view.x) / view.w > 0.5;
    var upper = (p.y - view.y) / view.h < 0.5;
    card.classList.toggle("at-left", left);
    card.classList.toggle("at-right", !left);
    card.classList.toggle("at-lower", upper);
    card.classList.toggle("at-upper", !upper);
  }

  function add(parent, name, text, className) {
    var el = document.createElement(name);
    if (text !== undefined && text !== null) el.textContent = text;
    if (className) el.className = className;
    parent.appendChild(el);
    return el;
  }

  function link(parent, href, text, external) {
    var a = add(parent, "a", text);
    a.setAttribute("href", href);
    if (external) a.setAttribute("rel", "noopener");
    return a;
  }

  function clearCard() {
    while (card.firstChild) card.removeChild(card.firstChild);
    var close = add(card, "button", "×", "map-card-close");
    close.setAttribute("type", "button");
    close.setAttribute("aria-label", "Close");
    close.addEventListener("click", closeCard);
  }

  function showCard(index) {
    var p = data.properties[index];
    clearCard();
    add(card, "p", p.type, "eyebrow");
    var heading = add(card, "h3", p.title);
    heading.id = "map-card-title";
    heading.setAttribute("tabindex", "-1");
    var address = add(card, "p", null, "map-card-address");
    p.street.concat([p.city]).forEach(function (line, i) {
      if (i > 0) address.appendChild(document.createElement("br"));
      address.appendChild(document.createTextNode(line));
    });
    if (p.approximate) add(card, "p", "Pin at the ZIP Code’s centre", "map-card-note");
    // Every scenario at this address, each with its own figures and links.
    var several = p.scenarios.length > 1;
    if (several) add(card, "p", p.scenarios.length + " scenarios at this address", "map-card-note");
    p.scenarios.forEach(function (s) {
      if (several) add(card, "h4", s.title, "map-card-scenario");
      var facts = add(card, "dl", null, "map-card-facts");
      [["Loan", s.loan], ["Interest rate", s.rate], ["Monthly principal and interest", s.payment], ["Monthly total with costs", s.total]].forEach(function (row) {
        var div = add(facts, "div");
        add(div, "dt", row[0]);
        add(div, "dd", row[1]);
      });
      var links = add(card, "p", null, "map-card-links");
      link(links, s.report, "Report");
      if (s.edit) link(links, s.edit, "Edit");
      if (s.delete) link(links, s.delete, "Delete");
      if (!several) link(links, p.street_view, "Street View", true);
      if (!s.edit || !s.delete) {
        var note = add(card, "p", null, "map-card-source");
        note.appendChild(document.createTextNode(!s.edit && !s.delete ? "To change or remove it, edit or delete " : (!s.edit ? "To change it, edit " : "To remove it, delete ")));
        add(note, "code", s.source);
        note.appendChild(document.createTextNode(" and run tally build again."));
      }
    });
    if (several) link(add(card, "p", null, "map-card-links"), p.street_view, "Street View", true);
    openCard(index, heading);
  }

  // A group whose members stay together at the closest zoom: a list to choose from.
  function showList(members) {
    clearCard();
    add(card, "p", members.length + " properties here", "eyebrow");
    var heading = add(card, "h3", "Choose a property");
    heading.id = "map-card-title";
    heading.setAttribute("tabindex", "-1");
    var list = add(card, "ul", null, "map-card-list");
    members.forEach(function (i) {
      var button = add(add(list, "li"), "button", data.properties[i].title);
      button.setAttribute("type", "button");
      button.addEventListener("click", function () { showCard(i); });
    });
    openCard(members[0], heading);
  }

  function openCard(index, heading) {
    openIndex = index;
    place(index);
    card.setAttribute("aria-labelledby", heading.id);
    card.hidden = false;
    heading.focus({ preventScroll: true });
    // On a phone the card is a sheet along the bottom of the screen: keep the map above it.
    if (window.matchMedia && window.matchMedia("(max-width: 40rem)").matches) frame.scrollIntoView({ block: "start" });
    else if (card.scrollIntoView) card.scrollIntoView({ block: "nearest" });
  }

  function closeCard() {
    if (openIndex === null) return;
    var index = openIndex;
    openIndex = null;
    card.hidden = true;
    var pin = pinFor(index);
    if (pin) pin.focus();
  }

  function activate(pin) {
    var members = membersOf(pin);
    if (members.length === 1) { showCard(members[0]); return; }
    var xs = members.map(function (i) { return data.properties[i].x; });
    var ys = members.map(function (i) { return data.properties[i].y; });
    var x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs);
    var y0 = Math.min.apply(null, ys), y1 = Math.max.apply(null, ys);
    // Pins closer than the closest zoom can part (neighbours in one town) open as a list.
    var span = Math.max(x1 - x0, y1 - y0);
    if (zoom() >= MAX_ZOOM - 1e-6 || span * MAX_ZOOM < data.distance * pinScale()) {
      // Close enough to see the town among its neighbours, not so close the map is blank.
      if (zoom() < 6) zoomTo((x0 + x1) / 2, (y0 + y1) / 2, W / 6);
      showList(members);
      return;
    }
    // Zoom only as far as parting them needs (with room to spare). The map has outlines and
    // nothing finer, so deeper than the state itself is a blank field of one colour: pins that
    // part only there are shown on their state, as a list.
    var needed = Math.max(zoom() * 1.5, data.distance * pinScale() * 1.8 / Math.max(span, 1e-6));
    var statePath = svg.querySelector('path.state[data-state="' + data.properties[members[0]].state + '"]');
    var stateZoom = MAX_ZOOM;
    if (statePath) {
      var box = statePath.getBBox();
      stateZoom = Math.max(2, W / (Math.max(box.width, box.height * W / H) * 1.25));
    }
    if (needed > Math.min(MAX_ZOOM, stateZoom)) {
      if (statePath && zoom() < stateZoom) zoomToState(data.properties[members[0]].state);
      showList(members);
      return;
    }
    zoomTo((x0 + x1) / 2, (y0 + y1) / 2, W / needed);
    var first = pinFor(members[0]);
    if (first) first.focus();
  }

  pins.addEventListener("click", function (event) {
    var pin = event.target.closest ? event.target.closest("a.pin") : null;
    if (!pin || dragged) return;
    event.preventDefault();
    activate(pin);
  });
  pins.addEventListener("keydown", function (event) {
    var pin = event.target.closest ? event.target.closest("a.pin") : null;
    if (!pin || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    activate(pin);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && openIndex !== null) { event.preventDefault(); closeCard(); }
  });

  frame.addEventListener("keydown", function (event) {
    if (card.contains(event.target)) return;
    var step = 0.15, handled = true;
    switch (event.key) {
      case "ArrowLeft": pan(-step, 0); break;
      case "ArrowRight": pan(step, 0); break;
      case "ArrowUp": pan(0, -step); break;
      case "ArrowDown": pan(0, step); break;
      case "+": case "=": zoomBy(1.6); break;
      case "-": case "_": zoomBy(1 / 1.6); break;
      case "0": reset(); break;
      default: handled = false;
    }
    if (handled) event.preventDefault();
  });

  controls.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-action]") : null;
    if (!button) return;
    switch (button.getAttribute("data-action")) {
      case "in": zoomBy(1.6); break;
      case "out": zoomBy(1 / 1.6); break;
      case "west": pan(-0.2, 0); break;
      case "east": pan(0.2, 0); break;
      case "north": pan(0, -0.2); break;
      case "south": pan(0, 0.2); break;
      case "reset": reset(); if (picker) picker.value = ""; break;
    }
  });

  function zoomToState(code) {
    var path = svg.querySelector('path.state[data-state="' + code + '"]');
    if (!path) { reset(); return; }
    var box = path.getBBox();
    zoomToBox(box.x, box.y, box.x + box.width, box.y + box.height);
  }

  if (picker) picker.addEventListener("change", function () { if (picker.value) zoomToState(picker.value); else reset(); });

  // Dragging pans; a press that does not move is a click (a state zooms in).
  var drag = null, dragged = false;
  svg.addEventListener("pointerdown", function (event) {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, view: { x: view.x, y: view.y } };
    dragged = false;
  });
  svg.addEventListener("pointermove", function (event) {
    if (!drag) return;
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!dragged && Math.abs(dx) + Math.abs(dy) < 5) return;
    if (!dragged) { dragged = true; svg.setPointerCapture(event.pointerId); frame.classList.add("is-dragging"); }
    var perPixel = view.w / svg.getBoundingClientRect().width;
    view.x = drag.view.x - dx * perPixel;
    view.y = drag.view.y - dy * perPixel;
    apply();
  });
  function endDrag() {
    drag = null;
    frame.classList.remove("is-dragging");
    setTimeout(function () { dragged = false; }, 0);
  }
  svg.addEventListener("pointerup", endDrag);
  svg.addEventListener("pointercancel", endDrag);
  svg.addEventListener("click", function (event) {
    if (dragged) return;
    var state = event.target.closest ? event.target.closest("path.state") : null;
    if (!state) return;
    if (picker) picker.value = state.getAttribute("data-state");
    zoomToState(state.getAttribute("data-state"));
  });

  // Paper gets the whole map, whatever the screen was zoomed to.
  var saved = null;
  window.addEventListener("beforeprint", function () { saved = { x: view.x, y: view.y, w: view.w }; reset(); });
  window.addEventListener("afterprint", function () { if (saved) zoomTo(saved.x + saved.w / 2, saved.y + saved.w * H / W / 2, saved.w); saved = null; });

  window.addEventListener("resize", function () { apply(); });
  apply();
})();
