extension ElementTraits.Kind {
    /// Elements the incremental layout keeps a record of: blocks and tables,
    /// the places where a walk can resume or find it has caught up.
    package var isRecorded: Bool { !isDisjoint(with: [.block, .spacedBlock]) }
}
