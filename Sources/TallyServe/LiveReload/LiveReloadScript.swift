import Foundation

/// The script served pages get so they follow the build: reload after a good build, show the
/// errors of a bad one over the page. It is added to responses only; files on disk never
/// contain it, so `tally build` and `tally serve --out` write the same bytes.
enum LiveReloadScript {
    static let eventsPath = "/__tally/events"
    static let overlayID = "tally-serve-overlay"

    /// `errors` carries ready-made, escaped markup (see `ErrorOverlay`), so the page inserts it
    /// as is; `clear` removes it. EventSource reconnects by itself if the server restarts.
    static let tag = """
    <script>/* tally serve: live reload */(function(){\
    if(!window.EventSource)return;\
    var s=new EventSource("\(eventsPath)");\
    function clear(){var o=document.getElementById("\(overlayID)");if(o)o.remove();}\
    s.addEventListener("reload",function(){s.close();location.reload();});\
    s.addEventListener("clear",clear);\
    s.addEventListener("errors",function(e){clear();var d=JSON.parse(e.data);var o=document.createElement("div");\
    o.id="\(overlayID)";o.setAttribute("role","alert");\
    o.style.cssText="position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(16,16,16,.96);color:#fff;padding:2em;font:14px/1.5 ui-monospace,monospace";\
    o.innerHTML=d.html;document.body.appendChild(o);});\
    })();</script>
    """

    /// The page with the script before its last `</body>`, or at the end if it has none.
    static func inject(into page: Data) -> Data {
        let script = Data(tag.utf8)
        let closing = Data("</body>".utf8)
        var result = page
        if let range = page.range(of: closing, options: .backwards) {
            result.insert(contentsOf: script, at: range.lowerBound)
        } else {
            result.append(script)
        }
        return result
    }
}
