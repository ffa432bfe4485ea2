/// What the keys typed so far leave pending for the next one: a count
/// (`5` of `5j`, typed in the link number prompt), the first key of a
/// two-key binding (`g` of `gg`), or `m` and `'` waiting for their letter.
/// Every key takes it and clears it (`Browser.handle(_:)`), so it never
/// outlives the key after it.
package struct KeyPrefix: Equatable {
    package var count: Int?
    /// The first key of a two-key binding.
    package var keys: [Key] = []
    /// `setMark` or `goToMark`, waiting for the mark's letter.
    package var letterFor: KeyCommand?
}
