/// What a tab command comes to, decided by `Tabs` from the tabs alone:
/// go ahead (with the tab it is for), ask first, or say why not.
package enum TabDecision {
    case proceed(TabID)
    case ask(Question)
    case refuse(StatusMessage)
}
