
/// What an entry needs to go into a file: where the mapping whose list it joins is (the document
/// root, or one category), the list's key, the new entry, and which option each of its keys came
/// from so a complaint about the new lines can name the option instead.
struct PreparedAddition {
    let ownerPath: [ValuePath.Step]
    let listKey: String
    let item: NewListItem
    let optionForKey: [String: String]
}
