/// The `Content-Type` sent for each kind of file a build writes.
enum ContentType {
    static func forFile(named name: String) -> String {
        let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return byExtension[fileExtension] ?? "application/octet-stream"
    }

    static let html = "text/html; charset=utf-8"

    private static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml",
        "md": "text/markdown; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "geojson": "application/geo+json",
        "json": "application/json",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "ico": "image/x-icon",
        "pdf": "application/pdf",
        "txt": "text/plain; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "xml": "application/xml",
        "woff2": "font/woff2",
    ]
}
