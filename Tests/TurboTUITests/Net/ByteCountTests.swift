import Testing
import Net

@Suite("Byte counts")
struct ByteCountTests {
    @Test(arguments: [("1048576", 1 << 20), ("64K", 64 << 10), ("32M", 32 << 20), ("2g", 2 << 30), ("5MiB", 5 << 20), ("10B", 10)])
    func parses(text: String, bytes: Int) {
        #expect(ByteCount.parse(text) == bytes)
    }

    @Test(arguments: ["", "lots", "-1M", "0", "1.5M", "99999999999999999999G"])
    func refuses(text: String) {
        #expect(ByteCount.parse(text) == nil)
    }

    @Test func formats() {
        #expect(ByteCount.format(32 << 20) == "32 MiB")
        #expect(ByteCount.format(1 << 30) == "1 GiB")
        #expect(ByteCount.format(1500) == "1500 bytes (about 1 KiB)")
        #expect(ByteCount.format(100) == "100 bytes")
    }
}
