/// A raw connection a `Transport` opened (TCP, and TLS for https): the
/// owner sends and receives the bytes itself, without blocking, and asks
/// the transport to watch `socketDescriptor` for when to do it.
package protocol TransportConnection: AnyObject {
    /// The socket to wait on; -1 once the connection has lost it.
    var socketDescriptor: Int32 { get }
    /// Sends what it can without blocking; returns how many bytes went.
    func send(_ bytes: ArraySlice<UInt8>) -> Result<Int, NetError>
    /// What arrived, without blocking: nil when nothing is waiting now, an
    /// empty array when the peer closed the connection.
    func receive(maximum: Int) -> Result<[UInt8]?, NetError>
}
