/// Small pages that hold every construct the layout treats specially, for
/// many quick random runs: lists (nested, numbered, reversed), tables,
/// preformatted text, forms, hidden parts, margins at the start and end.
enum SyntheticPages {
    static let mixed = """
    <html><head><title>Mixed</title><style>.quiet { font-weight: bold } #s1 em { text-decoration: underline }</style></head>
    <body><div id="top"><p id="a">First <b id="b">bold <i id="c">both</i></b> text <a href="/one" id="l1">one</a></p>
    <ul id="u"><li id="u1">Item <a href="/two">two</a><ul id="u2"><li id="u21">Inner</li><li id="u22">Inner 2<ol id="o3"><li>deep</li></ol></li></ul></li>
    <li id="u3" class="quiet">Quiet item</li></ul>
    <ol id="o" start="8"><li id="o1">eight</li><li id="o2" value="20">twenty</li><li id="o3b">twenty-one</li></ol>
    <ol id="r" reversed><li>three</li><li id="r2">two</li><li>one</li></ol>
    <section id="s1"><h2 id="h">Heading <em id="e">em</em></h2><pre id="pre">  keep   this
    \tand this</pre>
    <blockquote id="q"><p id="qp">Quoted <span id="sp">inline <a href="/three">three</a></span> words.</p><dl id="dl"><dt id="dt">Term</dt><dd id="dd">Definition</dd></dl></blockquote>
    <table id="tb" border="1"><tr id="tr1"><th>H</th><td id="td1">cell <a href="/four">four</a></td></tr><tr id="tr2"><td colspan="2" id="td2">wide</td></tr></table>
    <form id="f"><p id="fp"><label id="lab" for="i1">Name</label> <input id="i1" name="n" value="x"> <label id="lab2">Check <input type="checkbox" name="c"></label> <select id="sel" name="s"><option>One</option><option id="opt2">Two</option></select></p>
    <textarea id="ta" name="t" rows="2" cols="10">text</textarea> <button id="btn">Send</button></form>
    <div id="hid" hidden>Hidden <p>para</p></div><span id="aria" aria-hidden="true">x</span>
    <details id="det"><summary id="sum">More</summary><p id="detp">Inside</p></details>
    <a href="/block" id="blocklink"><div id="bld">Block in a link</div><div id="bld2">Second</div></a>
    <span id="wrap">inline <div id="innerdiv">div inside a span</div> tail</span><hr id="hr"></section>
    </div><p id="z">Last <a href="/five">five</a></p></body></html>
    """
}
