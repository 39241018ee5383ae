import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct Post: Codable, Equatable {
    let id: Int
    let title: String
}

struct Comment: Codable, Equatable {
    let text: String
}

enum BlogError: Error {
    case status(Int)
}

/// The blog's web API: the posts through `URLSession.shared` with `async`/`await`; comments
/// and likes through a session of its own, with completion handlers.
final class BlogAPI {
    private let base = URL(string: "https://api.example.com")!
    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["Authorization": "Bearer demo"]
        configuration.timeoutIntervalForRequest = 10
        session = URLSession(configuration: configuration)
    }

    func posts() async throws -> [Post] {
        let (data, response) = try await URLSession.shared.data(from: base.appendingPathComponent("posts"))
        if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 { throw BlogError.status(status) }
        return try JSONDecoder().decode([Post].self, from: data)
    }

    func comments(on post: Int, completion: @escaping (Result<[Comment], Error>) -> Void) {
        var components = URLComponents(
            url: base.appendingPathComponent("posts/\(post)/comments"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "limit", value: "20")]
        session.dataTask(with: URLRequest(url: components.url!)) { data, response, error in
            let result = Result<[Comment], Error> {
                if let error { throw error }
                return try JSONDecoder().decode([Comment].self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    func like(_ post: Int, completion: @escaping (Bool) -> Void) {
        var request = URLRequest(url: base.appendingPathComponent("posts/\(post)/likes"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        session.uploadTask(with: request, from: Data(#"{"liked":true}"#.utf8)) { _, response, _ in
            let created = (response as? HTTPURLResponse)?.statusCode == 201
            DispatchQueue.main.async { completion(created) }
        }.resume()
    }
}
