import Turbo

/// One value for each navigation stack of the shown tab, the main and the
/// modal: the runtime's state is keyed by the stack whose page session asked
/// for it, and there is always exactly one of each (no dictionary to miss).
package struct PerStack<Value> {
    private var main: Value
    private var modal: Value

    package init(_ make: (NavigationStackKind) -> Value) {
        main = make(.main)
        modal = make(.modal)
    }

    package subscript(stack: NavigationStackKind) -> Value {
        get { stack == .main ? main : modal }
        set {
            if stack == .main { main = newValue } else { modal = newValue }
        }
    }

    package var all: [Value] { [main, modal] }
}
