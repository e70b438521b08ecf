/// The members of one JSON object, looked up by key, remembering the object itself so a
/// missing key can be reported at the object's path.
struct SceneFields {
    let members: [(key: String, node: JSONNode)]
    let owner: JSONNode

    init(_ members: [(key: String, node: JSONNode)], owner: JSONNode) {
        self.members = members
        self.owner = owner
    }

    subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.node
    }
}
