import Foundation
import NIOHTTP1

/// Which `Host` a request may name. A web page the user visits can point a name of its own at
/// 127.0.0.1 (DNS rebinding) and then read the preview as same-origin; its requests carry that
/// name. So only `localhost` and IP literals are answered, with or without a port, as Vite's
/// `server.allowedHosts` and webpack-dev-server's `allowedHosts: "auto"` do: `--bind` only takes
/// `localhost` or an address, and a browser that sends an address as `Host` went to that address
/// itself, which no rebinding can arrange. That also keeps `--bind 0.0.0.0` usable from a phone.
enum HostCheck {
    /// Nil when the request may be answered; else the response that refuses it.
    static func refusal(of head: HTTPRequestHead) -> PreviewResponse? {
        let hosts = head.headers["Host"]
        if hosts.count > 1 { return .plain(.badRequest, "more than one Host header\n") }
        guard let host = hosts.first else {
            // HTTP/1.1 requires Host (RFC 9112 §3.2). An HTTP/1.0 request without one cannot
            // come from a rebinding page (browsers always send Host): a script on this machine
            // that reached the socket directly, answered as before.
            return head.version == .http1_0 ? nil : .plain(.badRequest, "no Host header\n")
        }
        if isAllowed(host) { return nil }
        return .plain(.forbidden, "tally serve answers only requests for localhost or an IP address (DNS rebinding protection)\n")
    }

    /// `localhost`, an IPv4 address or a bracketed IPv6 address, each with an optional port.
    static func isAllowed(_ host: String) -> Bool {
        let host = host.lowercased()
        let name: Substring
        let port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<close]
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return false }
            port = rest.isEmpty ? nil : rest.dropFirst()
            return isPort(port) && isAddress(name, family: AF_INET6)
        }
        if let colon = host.firstIndex(of: ":") {
            name = host[..<colon]
            port = host[host.index(after: colon)...]
        } else {
            name = host[...]
            port = nil
        }
        return isPort(port) && (name == "localhost" || isAddress(name, family: AF_INET))
    }

    private static func isPort(_ port: Substring?) -> Bool {
        guard let port else { return true }
        return (1...5).contains(port.count) && port.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// inet_pton accepts only the plain dotted or colon forms: no names, no scope ids.
    private static func isAddress(_ text: Substring, family: Int32) -> Bool {
        var storage = in6_addr()
        return String(text).withCString { inet_pton(family, $0, &storage) } == 1
    }
}
