// Checks ZATCA documents in one JVM: the UBL 2.1 schema (the JDK's validator) and the compiled EN 16931 and KSA
// rules (Saxon-HE over JAXP). Run as a single-file program: java -cp Saxon-HE.jar ZatcaValidate.java XSD RULES... -- DOCS...
// Prints, per document, "DOC path", then "XSD message" or "ASSERT flag|id|text" lines; run by zatcaValidate.ts.
import java.io.File;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.Templates;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

public class ZatcaValidate {
  public static void main(String[] args) throws Exception {
    Validator validator = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new File(args[0])).newValidator();
    TransformerFactory factory = (TransformerFactory) Class.forName("net.sf.saxon.TransformerFactoryImpl").getDeclaredConstructor().newInstance();
    List<Templates> rules = new ArrayList<>();
    int index = 1;
    for (; !args[index].equals("--"); index++) rules.add(factory.newTemplates(new StreamSource(new File(args[index]))));
    DocumentBuilderFactory builders = DocumentBuilderFactory.newInstance();
    builders.setNamespaceAware(true);
    for (index++; index < args.length; index++) {
      File document = new File(args[index]);
      System.out.println("DOC " + document.getPath());
      try {
        validator.validate(new StreamSource(document));
      } catch (org.xml.sax.SAXException error) {
        System.out.println("XSD " + error.getMessage().replace('\n', ' '));
      }
      for (Templates rule : rules) {
        StringWriter svrl = new StringWriter();
        rule.newTransformer().transform(new StreamSource(document), new StreamResult(svrl));
        NodeList failed = builders.newDocumentBuilder().parse(new InputSource(new StringReader(svrl.toString())))
            .getElementsByTagNameNS("http://purl.oclc.org/dsdl/svrl", "failed-assert");
        for (int i = 0; i < failed.getLength(); i++) {
          Element assertion = (Element) failed.item(i);
          System.out.println("ASSERT " + assertion.getAttribute("flag") + "|" + assertion.getAttribute("id") + "|" + assertion.getTextContent().trim().replaceAll("\\s+", " "));
        }
      }
    }
  }
}
